// Administration on a desktop: the admin creates a package type and a
// department (checked through the production API), gets field errors for a
// bad form (from the browser's own check and from the server), and creates an
// employee whose role change takes effect at their next sign-in (a second
// browser context signs in as them before and after). axe on every section.
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { seriousViolations, upstream } from "./support/floor";

test.use({ storageState: storageStateOf("admin") });

type UpstreamPackage = {
  id: number;
  code: string;
  descriptions: Record<string, string>;
  packageKind: number;
};
type UpstreamDepartment = {
  id: number;
  code: string;
  name: string;
  deliveryTime: number;
  defaultProductionPackageId: number | null;
  employeeIds: number[];
};

/** Codes of this run (a rerun on the same data directory must not collide). */
const run = Date.now().toString(36).slice(-5).toUpperCase();

const fieldError = (page: Page, form: string, label: string) =>
  page.getByRole("form", { name: form }).getByLabel(label, { exact: true });

test("the admin creates a package type and a department, checked through the production API, with field errors for a bad form", async ({
  page,
  request,
}) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: /Package types/ }).click();
  await expect(page).toHaveURL(/\/admin\/package-types$/);
  await page.getByRole("button", { name: "New package type" }).click();
  const packageForm = "New package type";
  // Nothing filled in: the browser's check names the fields.
  await page.getByRole("form", { name: packageForm }).getByRole("button", { name: "Create" }).click();
  await expect(fieldError(page, packageForm, "Code")).toHaveAttribute("aria-invalid", "true");
  // Each field says what to type (issue 28), never zod's words.
  await expect(fieldError(page, packageForm, "Code")).toHaveAccessibleDescription("Give a code.");
  await expect(fieldError(page, packageForm, "Kind")).toHaveAttribute("aria-invalid", "true");
  await expect(fieldError(page, packageForm, "Kind")).toHaveAccessibleDescription("Fill this in.");
  await expect(page.getByRole("form", { name: packageForm })).not.toContainText(/Invalid input|Too small/);
  // The kind is chosen by name.
  await expect(fieldError(page, packageForm, "Kind").getByRole("option")).toHaveText([
    "Choose a kind",
    "Box",
    "Tube",
    "Pallet",
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  const code = `CRATE${run}`;
  await fieldError(page, packageForm, "Code").fill(code);
  await fieldError(page, packageForm, "Kind").selectOption({ label: "Tube" });
  await fieldError(page, packageForm, "English description").fill(`Crate ${run}`);
  await fieldError(page, packageForm, "Dutch description").fill(`Krat ${run}`);
  await page.getByRole("form", { name: packageForm }).getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("list", { name: "Package types" }).getByText(code)).toBeVisible({
    timeout: 10_000,
  });
  const packages = await upstream<UpstreamPackage[]>(request, "package/getall");
  const created = packages.find((p) => p.code === code);
  expect(created).toMatchObject({ packageKind: 2, descriptions: { en: `Crate ${run}`, nl: `Krat ${run}` } });

  await page.goto("/admin/departments");
  await page.getByRole("button", { name: "New department" }).click();
  const departmentForm = "New department";
  await fieldError(page, departmentForm, "Code").fill(`QC${run}`);
  await fieldError(page, departmentForm, "Delivery time (days)").fill("-2");
  await page.getByRole("form", { name: departmentForm }).getByRole("button", { name: "Create" }).click();
  await expect(fieldError(page, departmentForm, "Name")).toHaveAccessibleDescription("Give a name.");
  await expect(fieldError(page, departmentForm, "Delivery time (days)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(fieldError(page, departmentForm, "Delivery time (days)")).toHaveAccessibleDescription(
    "Type a number of 0 or more.",
  );
  await fieldError(page, departmentForm, "Delivery time (days)").fill("two");
  await page.getByRole("form", { name: departmentForm }).getByRole("button", { name: "Create" }).click();
  await expect(fieldError(page, departmentForm, "Delivery time (days)")).toHaveAccessibleDescription(
    "Type a number.",
  );
  await expect(page.getByRole("form", { name: departmentForm })).not.toContainText(/Invalid input|Too small/);

  await fieldError(page, departmentForm, "Name").fill(`Quality ${run}`);
  await fieldError(page, departmentForm, "Delivery time (days)").fill("2");
  await fieldError(page, departmentForm, "Default package type").selectOption({
    label: `Crate ${run} (${code})`,
  });
  await page
    .getByRole("form", { name: departmentForm })
    .getByRole("checkbox", { name: "Ada de Vries" })
    .check();
  await page.getByRole("form", { name: departmentForm }).getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("list", { name: "Departments" }).getByText(`Quality ${run}`)).toBeVisible({
    timeout: 10_000,
  });
  const departments = await upstream<UpstreamDepartment[]>(request, "department/getall");
  expect(departments.find((d) => d.code === `QC${run}`)).toMatchObject({
    name: `Quality ${run}`,
    deliveryTime: 2,
    defaultProductionPackageId: created!.id,
    employeeIds: [1001],
  });
  expect(await seriousViolations(page)).toEqual([]);
});

test("an employee's new roles take effect at their next sign-in; the audit trail shows the change", async ({
  page,
  browser,
}) => {
  const username = `e2e-${run.toLowerCase()}`;
  const password = `secret-${run}`;
  await page.goto("/admin/employees");
  await page.getByRole("button", { name: "New employee" }).click();
  const form = "New employee";
  // A taken username: the server's 409 lands at the Username field.
  await fieldError(page, form, "Username").fill("packer");
  await fieldError(page, form, "Name").fill(`Eve ${run}`);
  await fieldError(page, form, "Hub employee id").fill(String(70_000 + Math.floor(Math.random() * 20_000)));
  await fieldError(page, form, "Password").fill(password);
  await page.getByRole("form", { name: form }).getByRole("checkbox", { name: "Packer" }).check();
  await page.getByRole("form", { name: form }).getByRole("button", { name: "Create" }).click();
  await expect(
    page.getByRole("form", { name: form }).getByText("This username is taken.", { exact: true }),
  ).toBeVisible({
    timeout: 10_000,
  });
  await expect(fieldError(page, form, "Username")).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page)).toEqual([]);

  await fieldError(page, form, "Username").fill(username);
  await page.getByRole("form", { name: form }).getByRole("button", { name: "Create" }).click();
  const row = page.getByRole("listitem").filter({ hasText: `(${username})` });
  await expect(row).toBeVisible({ timeout: 10_000 });

  // The employee signs in at a tablet: a packer, so /pack.
  const tablet = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const employeePage = await tablet.newPage();
  const signIn = async () => {
    await employeePage.goto("/login");
    await employeePage.getByLabel("Username").fill(username);
    await employeePage.getByLabel("Password", { exact: true }).fill(password);
    await employeePage.getByRole("button", { name: "Sign in" }).click();
  };
  await signIn();
  await expect(employeePage).toHaveURL(/\/pack$/, { timeout: 10_000 });

  // The admin makes them a matcher instead.
  await row.getByRole("button", { name: `Edit Eve ${run}` }).click();
  const editForm = page.getByRole("form", { name: `Change employee Eve ${run}` });
  await editForm.getByRole("checkbox", { name: "Packer" }).uncheck();
  await editForm.getByRole("checkbox", { name: "Matcher" }).check();
  await editForm.getByRole("button", { name: "Save" }).click();
  await expect(row.getByText("Matcher")).toBeVisible({ timeout: 10_000 });

  // The old session no longer works; the next sign-in brings the new role.
  await employeePage.goto("/pack");
  await expect(employeePage).toHaveURL(/\/login/, { timeout: 10_000 });
  await signIn();
  await expect(employeePage).toHaveURL(/\/matching$/, { timeout: 10_000 });
  await tablet.close();

  await page.goto("/admin/audit");
  await page.getByLabel("Action starts with").fill("admin.employee");
  await page.getByRole("button", { name: "Apply" }).click();
  const audit = page.getByRole("table", { name: "Audit trail" });
  await expect(audit.getByRole("cell", { name: "admin.employee.update" }).first()).toBeVisible({
    timeout: 10_000,
  });
  await expect(audit.getByRole("cell", { name: "admin.employee.create" }).first()).toBeVisible();
  await expect(audit).not.toContainText(password);
  expect(await seriousViolations(page)).toEqual([]);
});
