import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The pages a visitor reads, in one language (issue 17): English at the root, Kinyarwanda under /rw, French under
 * /fr. The same route modules serve all three; each copy has its own id, and a page finds its language in its URL
 * (app/i18n/languages.ts). Staff previews stay English-only.
 */
function visitorPages(lang: "en" | "rw" | "fr") {
  const at = (path: string) => (lang === "en" ? path : path ? `${lang}/${path}` : lang);
  const id = (name: string) => (lang === "en" ? {} : { id: `${lang}/${name}` });
  const page = (path: string, file: string) => route(at(path), file, id(file));
  return [
    layout("routes/public/layout.tsx", id("public-layout"), [
      lang === "en" ? index("routes/public/home.tsx") : page("", "routes/public/home.tsx"),
      page("blog", "routes/public/blog-list.tsx"),
      page("blog/:id", "routes/public/blog-post.tsx"),
      page("about", "routes/public/about.tsx"),
      page("programs", "routes/public/programs.tsx"),
      page("programs/:slug", "routes/public/program.tsx"),
      page("contact", "routes/public/contact.tsx"),
      page("privacy", "routes/public/privacy.tsx"),
      page("terms", "routes/public/terms.tsx"),
      // The published impact report (issue 39)
      page("impact", "routes/public/impact.tsx"),
      // Offline reading (issue 27)
      page("offline", "routes/public/offline.tsx"),
      page("saved", "routes/public/saved.tsx"),
      // A data saver's picture opened without JavaScript (issue 35)
      page("picture", "routes/public/picture.tsx"),
      page("account", "routes/public/account.tsx"),
      page("newsletter/subscribe", "routes/public/newsletter-subscribe.tsx"),
      page("newsletter/confirm/:secret", "routes/public/newsletter-confirm.tsx"),
      page("newsletter/unsubscribe/:token", "routes/public/newsletter-unsubscribe.tsx"),
      page("newsletter/account", "routes/public/newsletter-account.ts"),
      // Giving (issue 25)
      page("give", "routes/public/give.tsx"),
      page("give/:id", "routes/public/give-campaign.tsx"),
      page("give/pay", "routes/public/give-pay.tsx"),
      page("give/payment/:token", "routes/public/give-payment.tsx"),
      page("give/tell-us", "routes/public/give-pledge.tsx"),
      page("give/receipt/:secret", "routes/public/give-receipt.tsx"),
      // Ask anonymously (issue 26)
      page("ask", "routes/public/ask.tsx"),
      page("ask/answer", "routes/public/ask-answer.tsx"),
      page("ask/answer/:code", "routes/public/ask-answer-code.tsx"),
      page("questions", "routes/public/questions.tsx"),
      page("questions/:id", "routes/public/question.tsx"),
      // Events (issue 37, events-core): the list, an event, the e-mailed confirm and manage links
      page("events", "routes/public/events/events.tsx"),
      page("events/:id", "routes/public/events/event.tsx"),
      page("events/confirm/:token", "routes/public/events/event-confirm.tsx"),
      page("events/manage/:token", "routes/public/events/event-manage.tsx"),
      // Issue 38: the page that asks for the code texted to a sign-up by SMS
      page("events/code/:token", "routes/public/events/event-code.tsx"),
      ...(lang === "en"
        ? [
            route("blog/:id/preview", "routes/public/post-preview.tsx"),
            route("preview/:token", "routes/public/preview-link.tsx"),
          ]
        : []),
    ]),
    layout("routes/account/layout.tsx", id("account-layout"), [
      page("signup", "routes/account/signup.tsx"),
      page("login", "routes/account/login.tsx"),
      page("forgot-password", "routes/account/forgot-password.tsx"),
      page("reset-password/:token", "routes/account/reset-password.tsx"),
      page("verify-email", "routes/account/verify-email.tsx"),
    ]),
    page("rss.xml", "routes/resources/rss.ts"),
    // Events calendars (issue 37, events-calendar): the feed of one language and one event's file.
    page("events.ics", "routes/resources/events-feed.ts"),
    page("events/:id/calendar.ics", "routes/resources/event-calendar.ts"),
  ];
}

export default [
  ...visitorPages("en"),
  ...visitorPages("rw"),
  ...visitorPages("fr"),
  route("account/export", "routes/resources/account-export.ts"),

  route("logout", "routes/account/logout.ts"),
  // The site's own short links in SMS (issue 38)
  route("r/:code", "routes/resources/short-link.ts"),

  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("blog/create", "routes/admin/blog-create.tsx"),
      route("blog/edit/:id", "routes/admin/blog-edit.tsx"),
      route("blog/history/:id", "routes/admin/post-history.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("contact-messages", "routes/admin/contact-messages.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("mail", "routes/admin/mail.tsx"),
      // SMS sent, their cost, opt-outs and the month's cap (issue 38)
      route("sms", "routes/admin/sms.tsx"),
      route("backups", "routes/admin/backups.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("campaigns", "routes/admin/campaigns.tsx"),
      route("campaigns/new", "routes/admin/campaign-create.tsx"),
      route("campaigns/:id", "routes/admin/campaign-edit.tsx"),
      route("donations", "routes/admin/donations.tsx"),
      route("questions", "routes/admin/questions.tsx"),
      route("questions/:id", "routes/admin/question.tsx"),
      // Events: staff list, new and edit screens with their dates (issue 37, events-admin)
      route("events", "routes/admin/events.tsx"),
      route("events/new", "routes/admin/event-create.tsx"),
      route("events/:id", "routes/admin/event-edit.tsx"),
      // Events at the door and the staff lists (issue 37, events-door)
      route("events/:id/check-in", "routes/admin/event-check-in.tsx"),
      route("events/:id/people", "routes/admin/event-people.tsx"),
      // Reports for funders (issue 39)
      route("reports", "routes/admin/reports.tsx"),
    ]),
    // Events' staff list as CSV (issue 37, events-door)
    route("events/:id/people.csv", "routes/admin/event-people-csv.ts"),
    route("subscribers.csv", "routes/admin/subscribers-csv.ts"),
    route("backups/latest", "routes/admin/backup-download.ts"),
    route("donations.csv", "routes/admin/donations-csv.ts"),
    route("reports.csv", "routes/admin/reports-csv.ts"),
  ]),

  ...prefix("api", [
    route("auth/signup", "routes/api/auth-signup.ts"),
    route("auth/login", "routes/api/auth-login.ts"),
    route("auth/logout", "routes/api/auth-logout.ts"),
    route("auth/verify-email", "routes/api/auth-verify-email.ts"),
    route("auth/resend-code", "routes/api/auth-resend-code.ts"),
    route("auth/check-auth", "routes/api/auth-check-auth.ts"),
    route("auth/forgot-password", "routes/api/auth-forgot-password.ts"),
    route("auth/reset-password/:token", "routes/api/auth-reset-password.ts"),
    route("blog", "routes/api/blog.ts"),
    route("blog/bulk", "routes/api/blog-bulk.ts"),
    route("blog/:id", "routes/api/blog-post.ts"),
    route("blog/:id/like", "routes/api/blog-like.ts"),
    route("blog/:id/autosave", "routes/api/blog-autosave.ts"),
    route("blog/:id/revisions", "routes/api/blog-revisions.ts"),
    route("blog/:id/revisions/:revisionId", "routes/api/blog-revision.ts"),
    route("blog/:id/revisions/:revisionId/restore", "routes/api/blog-revision-restore.ts"),
    route("uploads", "routes/api/uploads.ts"),
    route("users", "routes/api/users.ts"),
    route("users/stats", "routes/api/users-stats.ts"),
    route("users/bulk", "routes/api/users-bulk.ts"),
    route("users/:id", "routes/api/user.ts"),
    route("contact", "routes/api/contact.ts"),
    route("contact/:id", "routes/api/contact-message.ts"),
    route("contact/:id/status", "routes/api/contact-message-status.ts"),
    route("campaigns", "routes/api/campaigns.ts"),
    route("donations", "routes/api/donations.ts"),
    route("donations/momo", "routes/api/donations-momo.ts"),
    route("donations/momo-callback", "routes/api/donations-momo-callback.ts"),
    route("donations/payment/:token", "routes/api/donation-payment.ts"),
    route("donations/:id/confirm", "routes/api/donation-confirm.ts"),
    route("reports/summary", "routes/api/reports-summary.ts"),
    route("questions", "routes/api/questions.ts"),
    route("questions/:id", "routes/api/question.ts"),
    // Check-in at the door (issue 37, events-door)
    route("events/:id/check-in", "routes/api/event-check-in.ts"),
    // The events API (issue 37 item 10, events-public)
    route("events", "routes/api/events.ts"),
    route("events/:id", "routes/api/event.ts"),
    // SMS (issue 38): Africa's Talking's delivery reports and incoming texts, behind a secret in the address.
    route("sms/delivery/:secret", "routes/api/sms-delivery.ts"),
    route("sms/incoming/:secret", "routes/api/sms-incoming.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  route("healthz", "routes/resources/healthz.ts"),
  route("sw.js", "routes/resources/service-worker.ts"),
  route("data-saver", "routes/resources/data-saver.ts"),
  route("images/:hash/:file", "routes/resources/image.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("exit", "routes/resources/quick-exit.ts"),
  route("__test/error", "routes/resources/test-error.tsx"),
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
