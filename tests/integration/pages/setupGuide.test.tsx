// The setup guide page (MISC-03) as Britannia's administrator meets it, against the platform in
// process: the steps with their progress and the desktop application step with userFrom=setupGuide.
import '../../support/happyDomPlatform';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTests } from '../../support/renderPage';

const pages = pageTests();
const GB_ADMIN = 'account administrator (international, GB)';

describe('the setup guide page', () => {
  it('MISC-03 shows the steps with progress, and the desktop application step with userFrom=setupGuide', async () => {
    await pages.renderPage(GB_ADMIN, '/management/m/setupGuide');
    expect(await screen.findByRole('progressbar', { name: /steps done/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Route your main number' })).toBeTruthy();
    const desktop = screen.getByRole('link', { name: 'Open the desktop application' });
    expect(desktop.getAttribute('href')).toContain('userFrom=setupGuide');
  });
});
