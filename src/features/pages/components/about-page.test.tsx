import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
// Registered at runtime by tests/unit/setup.ts; imported here for the matcher types,
// which tsconfig.app.json (src only) does not otherwise see.
import '@testing-library/jest-dom/vitest';
import { AboutPage } from './AboutPage';
import { TEAM, initials } from '../content/about-content';

function renderPage(figures?: ReactNode) {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <AboutPage figures={figures} />
    </MemoryRouter>,
  );
}

describe('AboutPage', () => {
  it('has one h1 and its h2 sections', () => {
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'About Spinbook' })).toBeInTheDocument();
    for (const name of [
      'Our mission',
      'Why we built Spinbook',
      'How we keep Spinbook trustworthy',
      'Team',
      'Get in touch',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('names every team member with their role', () => {
    renderPage();

    expect(TEAM.length).toBeGreaterThanOrEqual(4);
    expect(TEAM.length).toBeLessThanOrEqual(5);
    for (const member of TEAM) {
      expect(screen.getByRole('heading', { level: 3, name: member.name })).toBeInTheDocument();
      expect(screen.getByText(member.role)).toBeInTheDocument();
    }
  });

  it('states the review window and the held payment', () => {
    renderPage();

    expect(screen.getByText(/within 24-48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/charged only when the DJ accepts/)).toBeInTheDocument();
  });

  it('invites contact at /contact', () => {
    renderPage();

    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('renders the figures slot only when given', () => {
    renderPage(<p>42 verified DJs</p>);
    expect(screen.getByText('42 verified DJs')).toBeInTheDocument();
  });

  it('makes initials from the first two words of a name', () => {
    expect(initials('Samira Okafor')).toBe('SO');
    expect(initials('  rosa   maria delgado ')).toBe('RM');
  });
});
