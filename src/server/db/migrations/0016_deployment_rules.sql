CREATE TABLE "environment_deployment_rules" (
	"environment_id" uuid PRIMARY KEY NOT NULL,
	"auto_stop" boolean NOT NULL,
	"on_demand_preview" boolean DEFAULT false NOT NULL,
	"auto_preview" boolean DEFAULT false NOT NULL,
	"timezone" text NOT NULL,
	"start_time" text NOT NULL,
	"stop_time" text NOT NULL,
	"weekdays" text[] NOT NULL,
	"last_transition_at" timestamp with time zone,
	"next_transition_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_deployment_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"mode" text NOT NULL,
	"cluster_id" uuid NOT NULL,
	"auto_stop" boolean NOT NULL,
	"timezone" text NOT NULL,
	"start_time" text NOT NULL,
	"stop_time" text NOT NULL,
	"weekdays" text[] NOT NULL,
	"wildcard" text NOT NULL,
	"priority_index" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "environment_deployment_rules" ADD CONSTRAINT "environment_deployment_rules_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_deployment_rules" ADD CONSTRAINT "project_deployment_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_deployment_rules" ADD CONSTRAINT "project_deployment_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_deployment_rules" ADD CONSTRAINT "project_deployment_rules_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "environment_deployment_rules_due_idx" ON "environment_deployment_rules" USING btree ("next_transition_at") WHERE "environment_deployment_rules"."next_transition_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_deployment_rules_project_name_unique" ON "project_deployment_rules" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "project_deployment_rules_project_idx" ON "project_deployment_rules" USING btree ("project_id","priority_index");--> statement-breakpoint
CREATE INDEX "project_deployment_rules_cluster_idx" ON "project_deployment_rules" USING btree ("cluster_id");