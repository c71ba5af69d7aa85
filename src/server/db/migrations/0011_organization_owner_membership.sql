-- The person an organization names as its owner holds the OWNER role there: an organization always keeps one.
UPDATE "memberships" SET "role" = 'OWNER', "custom_role_id" = NULL
FROM "organizations"
WHERE "memberships"."organization_id" = "organizations"."id"
  AND "memberships"."user_id" = "organizations"."owner_id"
  AND "memberships"."role" <> 'OWNER';
