CREATE TABLE "billing_infos" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"state" text,
	"country_code" text NOT NULL,
	"company" text,
	"vat_number" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_role_clusters" (
	"role_id" uuid NOT NULL,
	"cluster_id" uuid NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "custom_role_clusters_role_id_cluster_id_pk" PRIMARY KEY("role_id","cluster_id")
);
--> statement-breakpoint
CREATE TABLE "custom_role_projects" (
	"role_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"permissions" jsonb NOT NULL,
	CONSTRAINT "custom_role_projects_role_id_project_id_pk" PRIMARY KEY("role_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "custom_roles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"custom_role_id" uuid,
	"token_hash" text NOT NULL,
	"inviter" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "custom_role_id" uuid;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "custom_role_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_infos" ADD CONSTRAINT "billing_infos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_role_clusters" ADD CONSTRAINT "custom_role_clusters_role_id_custom_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."custom_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_role_clusters" ADD CONSTRAINT "custom_role_clusters_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_role_projects" ADD CONSTRAINT "custom_role_projects_role_id_custom_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."custom_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_role_projects" ADD CONSTRAINT "custom_role_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_roles" ADD CONSTRAINT "custom_roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_custom_role_id_custom_roles_id_fk" FOREIGN KEY ("custom_role_id") REFERENCES "public"."custom_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_role_projects_project_idx" ON "custom_role_projects" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_roles_org_name_unique" ON "custom_roles" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_org_email_unique" ON "invitations" USING btree ("organization_id",lower("email"));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_custom_role_id_custom_roles_id_fk" FOREIGN KEY ("custom_role_id") REFERENCES "public"."custom_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_custom_role_id_custom_roles_id_fk" FOREIGN KEY ("custom_role_id") REFERENCES "public"."custom_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "memberships" SET "role" = 'DEVELOPER' WHERE "role" = 'DEVOPS';--> statement-breakpoint
UPDATE "memberships" SET "role" = 'VIEWER' WHERE "role" = 'DEPLOYER';