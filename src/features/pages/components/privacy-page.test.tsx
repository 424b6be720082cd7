import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
// Registered at runtime by tests/unit/setup.ts; imported here for the matcher types,
// which tsconfig.app.json (src only) does not otherwise see.
import '@testing-library/jest-dom/vitest';
import { PrivacyPage } from './PrivacyPage';
import { PRIVACY_SECTIONS } from '../content/privacy-content';

function renderPrivacy() {
  return render(
    <MemoryRouter initialEntries={['/privacy']}>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

describe('PrivacyPage', () => {
  it('has one h1, the last-updated date and a contents link for every section', () => {
    renderPrivacy();

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('6 December 2026')).toHaveAttribute('datetime', '2026-12-06');

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const section of PRIVACY_SECTIONS) {
      expect(within(contents).getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
      const region = screen.getByRole('region', { name: new RegExp(section.title) });
      expect(region).toContainElement(document.getElementById(section.id));
    }
  });

  it('covers what is collected and who can see it', () => {
    renderPrivacy();

    expect(screen.getByText(/visible only to you and Spinbook administrators/)).toBeInTheDocument();
    expect(screen.getByText(/visible only to the two parties of that booking/)).toBeInTheDocument();
    expect(screen.getByText(/read only by Spinbook administrators/)).toBeInTheDocument();
    expect(screen.getByText(/a rate-limit hit/)).toBeInTheDocument();
    expect(screen.getByText(/We never see or store your card number;/)).toBeInTheDocument();
  });

  it('names the Firebase services, the offline cache and the local storage it uses', () => {
    renderPrivacy();

    const storage = screen.getByRole('region', { name: /Where your data is stored/ });
    for (const service of [
      'Firebase Authentication',
      'Cloud Firestore',
      'Cloud Storage',
      'Cloud Functions',
    ]) {
      expect(within(storage).getByText(new RegExp(service))).toBeInTheDocument();
    }
    expect(
      screen.getByText(/When you sign out, Spinbook deletes from this device/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Rate-limit counters/)).toBeInTheDocument();
    expect(screen.getByText(/unsent chat messages \(the outbox\)/)).toBeInTheDocument();
  });

  it('is not for under-18s and sends rights requests to the contact page', () => {
    renderPrivacy();

    expect(screen.getByText(/not for anyone under 18/)).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: /Your rights/ });
    expect(within(rights).getByText(/Access:/)).toBeInTheDocument();
    expect(within(rights).getByText(/Correction:/)).toBeInTheDocument();
    expect(within(rights).getByText(/Deletion:/)).toBeInTheDocument();
    expect(within(rights).getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
