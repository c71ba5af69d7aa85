import type { Locator, Page } from '@playwright/test';

/** The sign-in page: as the demo user (email and password), or with an API token, against an API base URL. */
export class SignInPage {
  readonly heading: Locator;
  readonly apiBaseUrl: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly apiToken: Locator;
  readonly submit: Locator;
  /** The form-level refusal of a wrong email or password. */
  readonly wrongPassword: Locator;
  /** Shown when the console ended a session because the server refused it (expired or revoked). */
  readonly sessionEnded: Locator;

  // Fields by role and exact accessible name: the tab panel is labelled "Use an API token", which contains
  // "API token", and a label's text (unlike its accessible name) ends with the required-field asterisk.
  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    this.apiBaseUrl = page.getByRole('textbox', { name: 'API base URL', exact: true });
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.password = page.getByRole('textbox', { name: 'Password', exact: true });
    this.apiToken = page.getByRole('textbox', { name: 'API token', exact: true });
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
    this.wrongPassword = page.getByRole('alert').filter({ hasText: 'Wrong email or password.' });
    this.sessionEnded = page.getByText('Your session has ended. Sign in again to continue.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/signin');
  }

  async signInWithPassword(email: string, password: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Sign in as the demo user' }).click();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  async signInWithToken(token: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Use an API token' }).click();
    await this.apiToken.fill(token);
    await this.submit.click();
  }
}
