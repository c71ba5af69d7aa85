CREATE TABLE "cluster_locks" (
	"cluster_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"owner_name" text NOT NULL,
	"ttl_in_days" integer,
	"locked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cluster_locks" ADD CONSTRAINT "cluster_locks_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_locks" ADD CONSTRAINT "cluster_locks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cluster_locks_organization_idx" ON "cluster_locks" USING btree ("organization_id");