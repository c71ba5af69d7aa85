CREATE TABLE "deployment_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"written" bigserial NOT NULL,
	"deployment_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"environment_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"step" text,
	"level" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployment_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"environment_id" uuid NOT NULL,
	"sequence" bigserial NOT NULL,
	"scope" text NOT NULL,
	"action" text NOT NULL,
	"targets" jsonb NOT NULL,
	"origin" text NOT NULL,
	"triggered_by" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"stages" jsonb,
	"stage_index" integer NOT NULL,
	"cancel_requested" boolean NOT NULL,
	"outcome" text,
	"revision" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"service_name" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"environment_id" uuid NOT NULL,
	"action" text NOT NULL,
	"sub_action" text NOT NULL,
	"stage_index" integer NOT NULL,
	"stage_name" text NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"version" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"current_step" integer,
	"failure" jsonb,
	"reason" text,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"due_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"target_url" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"error" text,
	"succeeded" boolean NOT NULL,
	CONSTRAINT "webhook_attempts_delivery_id_attempt_pk" PRIMARY KEY("delivery_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"webhook_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"is_test" boolean NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"attempt_count" integer NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_token" text,
	"lease_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_url" text NOT NULL,
	"secret" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean NOT NULL,
	"events" text[] NOT NULL,
	"project_names_filter" text[] NOT NULL,
	"environment_types_filter" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD CONSTRAINT "deployment_logs_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_request_id_deployment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."deployment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deployment_logs_deployment_idx" ON "deployment_logs" USING btree ("deployment_id","at","written");--> statement-breakpoint
CREATE INDEX "deployment_logs_request_idx" ON "deployment_logs" USING btree ("request_id","at","written");--> statement-breakpoint
CREATE INDEX "deployment_requests_environment_idx" ON "deployment_requests" USING btree ("environment_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_requests_one_running" ON "deployment_requests" USING btree ("environment_id") WHERE "deployment_requests"."status" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "deployment_requests_active_idx" ON "deployment_requests" USING btree ("status") WHERE "deployment_requests"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "deployments_service_idx" ON "deployments" USING btree ("service_id","created_at");--> statement-breakpoint
CREATE INDEX "deployments_request_idx" ON "deployments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "deployments_ended_idx" ON "deployments" USING btree ("service_id","ended_at") WHERE "deployments"."status" = 'SUCCESS';--> statement-breakpoint
CREATE INDEX "deployments_due_idx" ON "deployments" USING btree ("due_at") WHERE "deployments"."due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_webhook_unique" ON "webhook_deliveries" USING btree ("event_id","webhook_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhooks_organization_idx" ON "webhooks" USING btree ("organization_id","created_at");