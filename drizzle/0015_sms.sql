CREATE TABLE `sms_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`to_number` text NOT NULL,
	`purpose` text NOT NULL,
	`subject` text NOT NULL,
	`wording` text NOT NULL,
	`lang` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sms_consents_number_idx` ON `sms_consents` (`to_number`);--> statement-breakpoint
CREATE INDEX `sms_consents_subject_idx` ON `sms_consents` (`subject`);--> statement-breakpoint
CREATE TABLE `sms_links` (
	`code` text PRIMARY KEY NOT NULL,
	`target` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer
);
--> statement-breakpoint
CREATE TABLE `sms_opt_outs` (
	`to_number` text PRIMARY KEY NOT NULL,
	`word` text NOT NULL,
	`lang` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sms_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`to_number` text NOT NULL,
	`message` text NOT NULL,
	`segments` integer NOT NULL,
	`consent_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`expires_at` integer,
	`provider_id` text,
	`cost_amount` real,
	`cost_currency` text,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	`done_at` integer
);
--> statement-breakpoint
CREATE INDEX `sms_outbox_status_next_idx` ON `sms_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `sms_outbox_created_idx` ON `sms_outbox` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `sms_outbox_provider_idx` ON `sms_outbox` (`provider_id`);--> statement-breakpoint
CREATE INDEX `sms_outbox_to_idx` ON `sms_outbox` (`to_number`,`status`);