import type { Locator, Page } from '@playwright/test';

/** Organization settings: the section nav, and the General section's form. */
export class OrganizationSettingsPage {
  readonly heading: Locator;
  readonly sections: Locator;
  readonly generalLink: Locator;
  readonly apiTokensLink: Locator;
  readonly general: Locator;
  readonly name: Locator;
  readonly description: Locator;
  readonly website: Locator;
  readonly save: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Organization settings' });
    this.sections = page.getByRole('navigation', { name: 'Settings sections' });
    this.generalLink = this.sections.getByRole('link', { name: 'General', exact: true });
    this.apiTokensLink = this.sections.getByRole('link', { name: 'API tokens', exact: true });
    this.general = page.getByRole('form', { name: 'General settings' });
    this.name = this.general.getByRole('textbox', { name: 'Name', exact: true });
    this.description = this.general.getByRole('textbox', { name: 'Description', exact: true });
    this.website = this.general.getByRole('textbox', { name: 'Website', exact: true });
    this.save = this.general.getByRole('button', { name: 'Save changes', exact: true });
  }

  async gotoGeneral(organizationId: string): Promise<void> {
    await this.page.goto(`/organizations/${encodeURIComponent(organizationId)}/settings/general`);
  }
}
