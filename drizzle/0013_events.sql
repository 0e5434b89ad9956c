CREATE TABLE `event_dates` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`reminder_sent_at` integer,
	`details_erased_at` integer,
	`kept_signed_up` integer,
	`kept_came` integer,
	`kept_volunteers` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "event_dates_order" CHECK("event_dates"."ends_at" >= "event_dates"."starts_at")
);
--> statement-breakpoint
CREATE INDEX `event_dates_starts_idx` ON `event_dates` (`starts_at`);--> statement-breakpoint
CREATE INDEX `event_dates_event_idx` ON `event_dates` (`event_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `event_shifts` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`role` text NOT NULL,
	`role_rw` text DEFAULT '' NOT NULL,
	`role_fr` text DEFAULT '' NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`places` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "event_shifts_places" CHECK("event_shifts"."places" > 0)
);
--> statement-breakpoint
CREATE INDEX `event_shifts_event_idx` ON `event_shifts` (`event_id`,`position`);--> statement-breakpoint
CREATE TABLE `event_signups` (
	`id` text PRIMARY KEY NOT NULL,
	`date_id` text NOT NULL,
	`kind` text DEFAULT 'attendee' NOT NULL,
	`shift_id` text,
	`name` text NOT NULL,
	`email` text,
	`email_key` text,
	`phone` text,
	`people` integer DEFAULT 1 NOT NULL,
	`lang` text DEFAULT 'en' NOT NULL,
	`user_id` text,
	`consent_at` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`arrival` integer NOT NULL,
	`confirm_token_hash` text,
	`manage_token_hash` text NOT NULL,
	`ticket_code_hash` text,
	`expires_at` integer,
	`confirmed_at` integer,
	`cancelled_at` integer,
	`checked_in_at` integer,
	`walk_in` integer DEFAULT false NOT NULL,
	`client_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`date_id`) REFERENCES `event_dates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shift_id`) REFERENCES `event_shifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "event_signups_people_positive" CHECK("event_signups"."people" > 0)
);
--> statement-breakpoint
CREATE INDEX `event_signups_date_idx` ON `event_signups` (`date_id`,`status`,`arrival`);--> statement-breakpoint
CREATE INDEX `event_signups_user_idx` ON `event_signups` (`user_id`);--> statement-breakpoint
CREATE INDEX `event_signups_email_idx` ON `event_signups` (`email_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_signups_attendee_unique` ON `event_signups` (`date_id`,`email_key`) WHERE "event_signups"."kind" = 'attendee' AND "event_signups"."email_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `event_signups_volunteer_unique` ON `event_signups` (`date_id`,`shift_id`,`email_key`) WHERE "event_signups"."kind" = 'volunteer' AND "event_signups"."email_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `event_signups_confirm_unique` ON `event_signups` (`confirm_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_signups_manage_unique` ON `event_signups` (`manage_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_signups_ticket_unique` ON `event_signups` (`ticket_code_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_signups_client_key_unique` ON `event_signups` (`client_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_signups_arrival_unique` ON `event_signups` (`arrival`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`title_rw` text DEFAULT '' NOT NULL,
	`description_rw` text DEFAULT '' NOT NULL,
	`title_fr` text DEFAULT '' NOT NULL,
	`description_fr` text DEFAULT '' NOT NULL,
	`place_name` text DEFAULT '' NOT NULL,
	`place_address` text DEFAULT '' NOT NULL,
	`map_url` text DEFAULT '' NOT NULL,
	`online_url` text DEFAULT '' NOT NULL,
	`cover_image` text,
	`cover_image_id` text,
	`cover_alt` text DEFAULT '' NOT NULL,
	`capacity` integer,
	`max_per_signup` integer DEFAULT 4 NOT NULL,
	`program` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`repeat` text DEFAULT 'none' NOT NULL,
	`repeat_until` text,
	`cancel_message` text DEFAULT '' NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`cover_image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "events_capacity_positive" CHECK("events"."capacity" IS NULL OR "events"."capacity" > 0),
	CONSTRAINT "events_max_per_signup_positive" CHECK("events"."max_per_signup" > 0)
);
--> statement-breakpoint
CREATE INDEX `events_status_idx` ON `events` (`status`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachments` text;