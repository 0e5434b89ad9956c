import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("blog", "routes/public/blog-list.tsx"),
    route("blog/:id", "routes/public/blog-post.tsx"),
    route("about", "routes/public/about.tsx"),
    route("programs", "routes/public/programs.tsx"),
    route("programs/:slug", "routes/public/program.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("account", "routes/public/account.tsx"),
  ]),
  route("account/export", "routes/resources/account-export.ts"),

  layout("routes/account/layout.tsx", [
    route("signup", "routes/account/signup.tsx"),
    route("login", "routes/account/login.tsx"),
    route("forgot-password", "routes/account/forgot-password.tsx"),
    route("reset-password/:token", "routes/account/reset-password.tsx"),
    route("verify-email", "routes/account/verify-email.tsx"),
  ]),
  route("logout", "routes/account/logout.ts"),

  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("blog/create", "routes/admin/blog-create.tsx"),
      route("blog/edit/:id", "routes/admin/blog-edit.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("contact-messages", "routes/admin/contact-messages.tsx"),
      route("settings", "routes/admin/settings.tsx"),
    ]),
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
    route("blog/:id", "routes/api/blog-post.ts"),
    route("blog/:id/like", "routes/api/blog-like.ts"),
    route("uploads", "routes/api/uploads.ts"),
    route("users", "routes/api/users.ts"),
    route("users/stats", "routes/api/users-stats.ts"),
    route("users/bulk", "routes/api/users-bulk.ts"),
    route("users/:id", "routes/api/user.ts"),
    route("contact", "routes/api/contact.ts"),
    route("contact/:id", "routes/api/contact-message.ts"),
    route("contact/:id/status", "routes/api/contact-message-status.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  route("healthz", "routes/resources/healthz.ts"),
  route("images/:hash/:file", "routes/resources/image.ts"),
  route("rss.xml", "routes/resources/rss.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("__test/error", "routes/resources/test-error.tsx"),
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
