CREATE TABLE "environments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"cluster_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"last_updated_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "git_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"sealed_token" text NOT NULL,
	"workspace" text,
	"git_api_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"family" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"skip_tls_verification" boolean DEFAULT false NOT NULL,
	"sealed_credentials" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_domains" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"generate_certificate" boolean DEFAULT true NOT NULL,
	"use_cdn" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_dependencies" (
	"service_id" uuid NOT NULL,
	"git_token_id" uuid,
	"registry_id" uuid
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"environment_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon_uri" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "gpu" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "deployment_status" text DEFAULT 'NEVER_DEPLOYED' NOT NULL;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "version" text;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "instance_type" text;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "min_running_nodes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "max_running_nodes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "disk_size" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "environments" ADD CONSTRAINT "environments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environments" ADD CONSTRAINT "environments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environments" ADD CONSTRAINT "environments_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "git_tokens" ADD CONSTRAINT "git_tokens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registries" ADD CONSTRAINT "registries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_dependencies" ADD CONSTRAINT "service_dependencies_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_dependencies" ADD CONSTRAINT "service_dependencies_git_token_id_git_tokens_id_fk" FOREIGN KEY ("git_token_id") REFERENCES "public"."git_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_dependencies" ADD CONSTRAINT "service_dependencies_registry_id_registries_id_fk" FOREIGN KEY ("registry_id") REFERENCES "public"."registries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "environments_project_name_unique" ON "environments" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "environments_cluster_idx" ON "environments" USING btree ("cluster_id");--> statement-breakpoint
CREATE UNIQUE INDEX "git_tokens_org_name_unique" ON "git_tokens" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "registries_org_family_name_unique" ON "registries" USING btree ("organization_id","family",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_org_domain_unique" ON "custom_domains" USING btree ("organization_id",lower("domain"));--> statement-breakpoint
CREATE INDEX "custom_domains_service_idx" ON "custom_domains" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_dependencies_service_idx" ON "service_dependencies" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_dependencies_git_token_idx" ON "service_dependencies" USING btree ("git_token_id");--> statement-breakpoint
CREATE INDEX "service_dependencies_registry_idx" ON "service_dependencies" USING btree ("registry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_environment_name_unique" ON "services" USING btree ("environment_id",lower("name"));--> statement-breakpoint
CREATE INDEX "services_environment_type_idx" ON "services" USING btree ("environment_id","type");