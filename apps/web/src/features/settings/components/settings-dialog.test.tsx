// The settings dialog: language (the interface switches at once and remembers it), theme, the coach
// persona (loaded and saved through /api/ai), the right-panel switch, logout, and closing.
import { personas } from '@nova/core/ai/personas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiError } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { setThemePreference } from '../../../lib/theme-store.ts';
import { SettingsDialog } from './settings-dialog.tsx';

afterEach(() => setThemePreference('system'));

function servePersonas(saved: 'arto' | 'kaia' | 'numa' = 'kaia') {
  api()
    .get('/api/ai/personas', (call) => ({
      personas: personas(call.query.get('locale') === 'fr' ? 'fr' : 'en'),
    }))
    .get('/api/ai/persona', () => ({ persona: saved }))
    .get('/api/api-tokens', () => ({ tokens: [] }))
    .get('/api/calendar-feed', () => ({
      enabled: false,
      includeHabits: false,
      createdAt: null,
      lastFetchedAt: null,
    }));
}

function renderSettings() {
  const onOpenChange = vi.fn();
  const onLogout = vi.fn(async () => {});
  const rendered = renderWithApp(<SettingsDialog open onOpenChange={onOpenChange} onLogout={onLogout} />);
  return { ...rendered, onOpenChange, onLogout };
}

describe('SettingsDialog', () => {
  it('is a labelled dialog with the current language and the System theme chosen', async () => {
    servePersonas();
    renderSettings();
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAccessibleDescription('Changes apply right away and are remembered on this device.');
    expect(within(dialog).getByRole('combobox', { name: 'Interface language' })).toHaveTextContent('English');
    expect(within(dialog).getByRole('radio', { name: 'System' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Show the right panel' })).toBeChecked();
  });

  it('a theme applies at once and is remembered', async () => {
    servePersonas();
    const { user } = renderSettings();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'System' })).not.toBeChecked();
    expect(localStorage.getItem('UI-theme')).toBe('dark');
  });

  it('switching the language to Français re-renders the dialog in French and remembers it', async () => {
    servePersonas();
    const { user } = renderSettings();
    await user.click(screen.getByRole('combobox', { name: 'Interface language' }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    expect(await screen.findByRole('dialog', { name: 'Paramètres' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('fr');
    // The personas are asked for again in the new language.
    await waitFor(() =>
      expect(
        api()
          .callsTo('GET', '/api/ai/personas')
          .map((call) => call.query.get('locale')),
      ).toContain('fr'),
    );
  });

  it('the right panel switch turns off and is remembered', async () => {
    servePersonas();
    const { user } = renderSettings();
    const toggle = screen.getByRole('switch', { name: 'Show the right panel' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem('show-right-panel')).toBe('false');
  });

  it('shows the three coaches with the saved one chosen', async () => {
    servePersonas('numa');
    renderSettings();
    const group = await screen.findByRole('group', { name: 'Nova’s coach persona' });
    const numa = await within(group).findByRole('radio', { name: /^Numa · Creative coach/ });
    expect(numa).toBeChecked();
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByText('Traits: direct, strategic, decisive')).toBeInTheDocument();
  });

  it('choosing a coach saves it and confirms', async () => {
    servePersonas('kaia');
    api().put('/api/ai/persona', (call) => call.body);
    const { user } = renderSettings();
    await user.click(await screen.findByRole('radio', { name: /^Arto · Strategic coach/ }));
    expect(screen.getByRole('radio', { name: /^Arto/ })).toBeChecked();
    expect(api().callsTo('PUT', '/api/ai/persona')[0]?.body).toEqual({ persona: 'arto' });
    expect(await screen.findByText('Coach changed.')).toBeInTheDocument();
  });

  it('a coach that could not be saved goes back to the saved one, with a toast', async () => {
    servePersonas('kaia');
    api().put('/api/ai/persona', () => apiError(500, 'internal_error'));
    const { user } = renderSettings();
    await user.click(await screen.findByRole('radio', { name: /^Arto/ }));
    expect(await screen.findByText('Could not change the coach. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Kaia/ })).toBeChecked());
  });

  it('says so when the personas cannot be loaded', async () => {
    api()
      .get('/api/ai/personas', () => apiError(500, 'internal_error'))
      .get('/api/ai/persona', () => ({ persona: 'kaia' }));
    renderSettings();
    expect(await screen.findByText('Could not load the personas.')).toBeInTheDocument();
  });

  it('logs out from its button; the corner button and Escape close it', async () => {
    servePersonas();
    const { user, onLogout, onOpenChange } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
  it('shows the account’s time zone and saves another at once', async () => {
    servePersonas();
    const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', createdAt: '2025-01-01T00:00:00.000Z' };
    api()
      .get('/api/auth/session', () => ({
        user: { ...user, timeZone: 'Europe/Paris' },
        csrfToken: 'c',
        expiresAt: null,
      }))
      .put('/api/auth/time-zone', (call) => ({
        ...user,
        timeZone: (call.body as { timeZone: string }).timeZone,
      }));
    const { user: clicks } = renderSettings();
    const select = await screen.findByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(select).toHaveValue('Europe/Paris'));
    expect(select).toHaveAccessibleDescription(
      'Decides when your day starts for habits and recurring tasks.',
    );
    await clicks.selectOptions(select, 'Asia/Tokyo');
    await waitFor(() => expect(api().callsTo('PUT', '/api/auth/time-zone')).toHaveLength(1));
    expect(api().callsTo('PUT', '/api/auth/time-zone')[0]?.body).toEqual({ timeZone: 'Asia/Tokyo' });
    expect(select).toHaveValue('Asia/Tokyo');
  });

  it('keeps the calendar feed and API tokens folded away, loading them only when opened', async () => {
    servePersonas();
    const { user } = renderSettings();
    await screen.findByRole('dialog', { name: 'Settings' });
    expect(screen.queryByRole('region', { name: 'Calendar feed' })).not.toBeInTheDocument();
    expect(api().callsTo('GET', '/api/calendar-feed')).toHaveLength(0);
    await user.click(screen.getByText('Calendar feed and API tokens'));
    expect(await screen.findByRole('region', { name: 'Calendar feed' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'API tokens' })).toBeInTheDocument();
    expect(api().callsTo('GET', '/api/api-tokens')).toHaveLength(1);
  });
});
