CREATE TABLE "cloud_provider_credentials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"cloud_provider" text NOT NULL,
	"name" text NOT NULL,
	"sealed_secrets" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cluster_executions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cluster_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"target_version" text,
	"config_version" text NOT NULL,
	"steps" jsonb NOT NULL,
	"current_step" integer,
	"failure" jsonb,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cluster_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"execution_id" uuid NOT NULL,
	"cluster_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"position" integer NOT NULL,
	"step" text,
	"level" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "credentials_id" uuid;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "disk_iops" integer;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "disk_throughput" integer;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "deployed_config_version" text;--> statement-breakpoint
ALTER TABLE "clusters" ADD COLUMN "last_deployment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cloud_provider_credentials" ADD CONSTRAINT "cloud_provider_credentials_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_executions" ADD CONSTRAINT "cluster_executions_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_logs" ADD CONSTRAINT "cluster_logs_execution_id_cluster_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."cluster_executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_provider_credentials_org_provider_name_unique" ON "cloud_provider_credentials" USING btree ("organization_id","cloud_provider",lower("name"));--> statement-breakpoint
CREATE INDEX "cluster_executions_cluster_idx" ON "cluster_executions" USING btree ("cluster_id","created_at");--> statement-breakpoint
CREATE INDEX "cluster_executions_due_idx" ON "cluster_executions" USING btree ("due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cluster_executions_one_open" ON "cluster_executions" USING btree ("cluster_id") WHERE "cluster_executions"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "cluster_logs_execution_idx" ON "cluster_logs" USING btree ("execution_id","position");--> statement-breakpoint
ALTER TABLE "clusters" ADD CONSTRAINT "clusters_credentials_id_cloud_provider_credentials_id_fk" FOREIGN KEY ("credentials_id") REFERENCES "public"."cloud_provider_credentials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clusters_credentials_idx" ON "clusters" USING btree ("credentials_id");