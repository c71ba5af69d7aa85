import { apiTokenEndpoints } from '../src/contract/endpoints';
import { demoUser, expect, signedOut, test } from './fixtures';
import { AppShell } from './pages/AppShell';
import { OrganizationSettingsPage } from './pages/OrganizationSettingsPage';
import { ProjectsPage } from './pages/ProjectsPage';
import { SignInPage } from './pages/SignInPage';
import { uniqueName } from './support/names';

// Every test here starts signed out and signs in through the page.
test.use(signedOut);

const projectsPath = /\/organizations\/[^/]+\/projects$/;

test.describe('signing in', () => {
  test('as the demo user opens the projects of the organization', async ({ page }) => {
    const signIn = new SignInPage(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(signIn.heading).toBeVisible();
    await expect(signIn.sessionEnded).toBeHidden();

    await signIn.signInWithPassword(demoUser.email, demoUser.password);

    await expect(new ProjectsPage(page).heading).toBeVisible();
    await expect(page).toHaveURL(projectsPath);
    await expect(new AppShell(page).accountButton).toHaveAccessibleName(`Account: ${demoUser.name}`);
  });

  test('with a wrong password says so and stays on the page', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signInWithPassword(demoUser.email, `${demoUser.password}-wrong`);

    await expect(signIn.wrongPassword).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(signIn.heading).toBeVisible();
  });

  test('with the admin API token acts as that token', async ({ page, adminToken }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signInWithToken(adminToken);

    const shell = new AppShell(page);
    await expect(new ProjectsPage(page).heading).toBeVisible();
    await expect(page).toHaveURL(projectsPath);
    await shell.accountButton.click();
    await expect(page.getByRole('menu', { name: 'Account' })).toContainText('Signed in with an API token');
  });

  test('from a deep link returns to that page afterwards', async ({ page, organizationId }) => {
    const deepLink = `/organizations/${organizationId}/settings/api-tokens`;
    await page.goto(deepLink);

    const signIn = new SignInPage(page);
    await expect(signIn.heading).toBeVisible();
    await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(deepLink)}`);
    await signIn.signInWithPassword(demoUser.email, demoUser.password);

    await expect(page).toHaveURL(deepLink);
    const settings = new OrganizationSettingsPage(page);
    await expect(settings.heading).toBeVisible();
    await expect(settings.apiTokensLink).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('leaving', () => {
  test('signing out returns to sign-in, and pages need signing in again', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signInWithPassword(demoUser.email, demoUser.password);
    const projects = new ProjectsPage(page);
    await expect(projects.heading).toBeVisible();
    const projectsUrl = page.url();

    await new AppShell(page).signOut();

    await expect(signIn.heading).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    // Signing out on purpose is not an ended session.
    await expect(signIn.sessionEnded).toBeHidden();
    await page.goto(projectsUrl);
    await expect(signIn.heading).toBeVisible();
    await expect(projects.heading).toBeHidden();
  });

  test('a revoked API token ends the session with a message, and signing in again returns', async ({
    page,
    api,
    organizationId,
  }) => {
    const name = uniqueName('e2e-revoked');
    const token = await api.call(apiTokenEndpoints.create, {
      params: { organizationId },
      body: { name, scope: 'WRITE' },
    });
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signInWithToken(token.token);
    const projects = new ProjectsPage(page);
    await expect(projects.heading).toBeVisible();
    const projectsPath = new URL(page.url()).pathname;

    // The console is left while the token is revoked, then opened again. Left open, it could send a request (a poll)
    // in between: answered 401, it ends the session there and then, and a reload would start from the storage,
    // which keeps the session's end but not its reason, so the sign-in page would show no message.
    await page.goto('about:blank');
    await api.call(apiTokenEndpoints.delete, { params: { organizationId, apiTokenId: token.id } });
    await page.goto(projectsPath);

    await expect(signIn.sessionEnded).toBeVisible();
    await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(projectsPath)}`);
    await signIn.signInWithPassword(demoUser.email, demoUser.password);
    await expect(projects.heading).toBeVisible();
    await expect(page).toHaveURL(projectsPath);
  });

  test('an expired bearer session lands on sign-in with a message', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signInWithPassword(demoUser.email, demoUser.password);
    await expect(new ProjectsPage(page).heading).toBeVisible();

    // The clock runs past the token's life while the tab is closed (the console keeps its session in storage).
    await page.clock.install({ time: Date.now() + 60 * 60_000 });
    await page.reload();

    await expect(signIn.sessionEnded).toBeVisible();
    await expect(signIn.heading).toBeVisible();
  });
});

test.describe('a console that opened signed in', () => {
  // Opened with the worker's signed-in storage, as every other spec's pages are: the storage is put in place once,
  // so what the console does to it afterwards holds, as after a sign-in through the page.
  test.use({ signedIn: true });

  test('stays signed out after signing out, on a reload and in a new tab', async ({ page, context }) => {
    const projects = new ProjectsPage(page);
    await page.goto('/');
    await expect(projects.heading).toBeVisible();

    await new AppShell(page).signOut();
    const signIn = new SignInPage(page);
    await expect(signIn.heading).toBeVisible();
    await page.reload();
    await expect(signIn.heading).toBeVisible();
    await expect(projects.heading).toBeHidden();

    const newTab = await context.newPage();
    await newTab.goto('/');
    await expect(new SignInPage(newTab).heading).toBeVisible();
  });
});
