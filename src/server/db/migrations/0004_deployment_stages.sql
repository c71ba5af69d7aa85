CREATE TABLE "deployment_stage_services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stage_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"is_skipped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployment_stages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"environment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"deployment_order" integer NOT NULL,
	"default_for" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD COLUMN "chosen_services" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deployment_stage_services" ADD CONSTRAINT "deployment_stage_services_stage_id_deployment_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."deployment_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_stage_services" ADD CONSTRAINT "deployment_stage_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_stages" ADD CONSTRAINT "deployment_stages_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_stage_services_service_unique" ON "deployment_stage_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "deployment_stage_services_stage_idx" ON "deployment_stage_services" USING btree ("stage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_stages_environment_name_unique" ON "deployment_stages" USING btree ("environment_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_stages_environment_default_unique" ON "deployment_stages" USING btree ("environment_id","default_for") WHERE "deployment_stages"."default_for" is not null;--> statement-breakpoint
ALTER TABLE "deployment_stages" ADD CONSTRAINT "deployment_stages_environment_order_unique" UNIQUE ("environment_id", "deployment_order") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- Environments made before stages existed get the default stages (modules/deploymentStages/defaults.ts), and
-- their services the stage of their kind.
INSERT INTO "deployment_stages" ("id", "environment_id", "name", "description", "deployment_order", "default_for", "created_at", "updated_at")
SELECT gen_random_uuid(), e."id", d."name", d."description", d."position", d."kind", e."created_at", e."created_at"
FROM "environments" e CROSS JOIN (VALUES
  (0, 'Databases', 'DATABASE', 'Databases first: everything else connects to them'),
  (1, 'Terraform', 'TERRAFORM', 'Cloud resources the services use'),
  (2, 'Helm charts', 'HELM', 'Charts of the cluster and of third-party services'),
  (3, 'Jobs', 'JOB', 'Migrations and seeds, before the code that needs them'),
  (4, 'Containers', 'CONTAINER', 'Services from prebuilt images'),
  (5, 'Applications', 'APPLICATION', 'Services built from git, once all they need is there')
) AS d("position", "name", "kind", "description");--> statement-breakpoint
INSERT INTO "deployment_stage_services" ("id", "stage_id", "service_id", "is_skipped", "created_at", "updated_at")
SELECT gen_random_uuid(), st."id", s."id", false, s."created_at", s."created_at"
FROM "services" s JOIN "deployment_stages" st ON st."environment_id" = s."environment_id" AND st."default_for" = s."type";
