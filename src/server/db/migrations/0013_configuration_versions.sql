CREATE TABLE "environment_changes" (
	"environment_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_changes" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "config_version" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "variable_versions" jsonb;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "config_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "environment_changes" ADD CONSTRAINT "environment_changes_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environment_changes" ADD CONSTRAINT "environment_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environment_changes" ADD CONSTRAINT "environment_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_changes" ADD CONSTRAINT "organization_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "environment_changes_organization_version_idx" ON "environment_changes" USING btree ("organization_id","version");