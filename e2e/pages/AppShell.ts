import type { Locator, Page } from '@playwright/test';

export type ThemeMode = 'Light' | 'Dark' | 'System';

/** What surrounds every signed-in page: the top bar, the sidebar and the breadcrumbs. */
export class AppShell {
  readonly banner: Locator;
  readonly mainNavigation: Locator;
  readonly breadcrumb: Locator;
  readonly main: Locator;
  readonly themeButton: Locator;
  readonly accountButton: Locator;
  readonly organizationSwitcher: Locator;
  readonly projectsLink: Locator;
  readonly settingsLink: Locator;

  constructor(private readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.mainNavigation = page.getByRole('navigation', { name: 'Main' });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.main = page.getByRole('main');
    this.themeButton = this.banner.getByRole('button', { name: /^Theme: / });
    this.accountButton = this.banner.getByRole('button', { name: /^Account: / });
    this.organizationSwitcher = this.mainNavigation.getByRole('button', { name: /^Switch organization/ });
    this.projectsLink = this.mainNavigation.getByRole('link', { name: 'Projects', exact: true });
    this.settingsLink = this.mainNavigation.getByRole('link', { name: 'Organization settings' });
  }

  /** The sidebar's organization button while `name` is the current organization. */
  organizationButton(name: string): Locator {
    return this.mainNavigation.getByRole('button', { name: `Switch organization (current: ${name})` });
  }

  /** A breadcrumb that opens a menu of its siblings (the organization, the project). */
  crumbMenu(name: string): Locator {
    return this.breadcrumb.getByRole('button', { name, exact: true });
  }

  async signOut(): Promise<void> {
    await this.accountButton.click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  async chooseTheme(mode: ThemeMode): Promise<void> {
    await this.themeButton.click();
    await this.page.getByRole('menuitemradio', { name: mode }).click();
  }
}
