ALTER TABLE `event_signups` ADD `sms_to` text;--> statement-breakpoint
ALTER TABLE `event_signups` ADD `sms_code_hash` text;--> statement-breakpoint
ALTER TABLE `event_signups` ADD `sms_code_expires_at` integer;--> statement-breakpoint
ALTER TABLE `event_signups` ADD `sms_code_tries` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `event_signups_attendee_sms_unique` ON `event_signups` (`date_id`,`sms_to`) WHERE "event_signups"."kind" = 'attendee' AND "event_signups"."sms_to" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `event_signups_volunteer_sms_unique` ON `event_signups` (`date_id`,`shift_id`,`sms_to`) WHERE "event_signups"."kind" = 'volunteer' AND "event_signups"."sms_to" IS NOT NULL;