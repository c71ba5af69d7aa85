CREATE TABLE "variables" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"environment_id" uuid,
	"service_id" uuid,
	"scope" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text,
	"sealed_value" text,
	"is_secret" boolean NOT NULL,
	"variable_type" text NOT NULL,
	"mount_path" text,
	"description" text,
	"enable_interpolation_in_file" boolean,
	"original_id" uuid,
	"original_service_id" uuid,
	"owned_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "variables" ADD CONSTRAINT "variables_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variables" ADD CONSTRAINT "variables_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variables" ADD CONSTRAINT "variables_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variables" ADD CONSTRAINT "variables_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variables" ADD CONSTRAINT "variables_original_service_id_services_id_fk" FOREIGN KEY ("original_service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "variables_parent_key_unique" ON "variables" USING btree ("parent_id","scope","key");--> statement-breakpoint
CREATE UNIQUE INDEX "variables_parent_mount_path_unique" ON "variables" USING btree ("parent_id","mount_path") WHERE "variables"."mount_path" is not null;--> statement-breakpoint
CREATE INDEX "variables_project_idx" ON "variables" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "variables_environment_idx" ON "variables" USING btree ("environment_id");--> statement-breakpoint
CREATE INDEX "variables_original_idx" ON "variables" USING btree ("original_id");