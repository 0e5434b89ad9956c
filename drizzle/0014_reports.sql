CREATE TABLE `impact_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`from_day` text NOT NULL,
	`to_day` text NOT NULL,
	`text_en` text DEFAULT '' NOT NULL,
	`text_fr` text DEFAULT '' NOT NULL,
	`text_rw` text DEFAULT '' NOT NULL,
	`published_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `impact_reports_period_unique` ON `impact_reports` (`from_day`,`to_day`);--> statement-breakpoint
CREATE TABLE `search_terms` (
	`day` text NOT NULL,
	`area` text NOT NULL,
	`term` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`empty_searches` integer DEFAULT 0 NOT NULL,
	`results` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `area`, `term`)
);
--> statement-breakpoint
CREATE TABLE `visit_counts` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`kind` text NOT NULL,
	`value` text DEFAULT '' NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`, `kind`, `value`)
);
