import { loginAs } from "../support/auth";
import { DEMO, expect, test } from "../support/fixtures";

test("a flash message sits below the header, can be dismissed and goes on its own", async ({ page, js }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, DEMO.reader);
  await page.goto("/");
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Logout" }).click();
  const message = page.getByText("You have been logged out").first();
  await expect(message).toBeVisible();

  // Nothing important is covered: the logo and the Menu button stay clear of it. It slides in, so it is measured
  // once it has come to rest.
  const header = (await page.getByRole("banner").boundingBox())!;
  await expect
    .poll(async () => (await message.boundingBox())!.y + (await message.boundingBox())!.height)
    .toBeLessThanOrEqual(740);
  expect((await message.boundingBox())!.y).toBeGreaterThan(header.y + header.height);

  if (!js) {
    // The × is the checkbox's label: tapping it hides the message without any script.
    await page.locator('label[for="flash-dismiss"]').click();
    await expect(page.getByRole("region", { name: "Notification" }).getByLabel("Dismiss message")).toBeChecked();
    await expect(message).toBeHidden();
    // A second message, to see it fade by CSS alone.
    await loginAs(page, DEMO.reader);
    await page.goto("/");
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("You have been logged out").first()).toBeVisible();
  }
  // Gone on its own (success messages after 2 s, SPEC §9), with or without JavaScript.
  await expect(page.getByText("You have been logged out")).toBeHidden({ timeout: 8_000 });
});
