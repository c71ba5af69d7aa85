import type { Locator, Page } from '@playwright/test';

/** The sign-in page: as the demo user (email and password), or with an API token, against an API base URL. */
export class SignInPage {
  readonly apiBaseUrl: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly apiToken: Locator;
  readonly submit: Locator;

  // Fields by role and exact accessible name: the tab panel is labelled "Use an API token", which contains
  // "API token", and a label's text (unlike its accessible name) ends with the required-field asterisk.
  constructor(private readonly page: Page) {
    this.apiBaseUrl = page.getByRole('textbox', { name: 'API base URL', exact: true });
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.password = page.getByRole('textbox', { name: 'Password', exact: true });
    this.apiToken = page.getByRole('textbox', { name: 'API token', exact: true });
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
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
