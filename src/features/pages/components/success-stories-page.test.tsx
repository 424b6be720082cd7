import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
// Registered at runtime by tests/unit/setup.ts; imported here for the matcher types,
// which tsconfig.app.json (src only) does not otherwise see.
import '@testing-library/jest-dom/vitest';
import { SuccessStoriesPage } from './SuccessStoriesPage';
import { ILLUSTRATIVE_NOTE, STORIES } from '../content/success-stories-content';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/success-stories']}>
      <SuccessStoriesPage />
    </MemoryRouter>,
  );
}

describe('SuccessStoriesPage', () => {
  it('has one h1, its h2 sections and an h3 per story', () => {
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Success Stories' })).toBeInTheDocument();
    for (const name of [
      'Stories from DJs and hosts',
      'What every story has in common',
      'Start your own story',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(STORIES.length).toBeGreaterThanOrEqual(4);
    expect(STORIES.length).toBeLessThanOrEqual(6);
    for (const story of STORIES) {
      expect(screen.getByRole('heading', { level: 3, name: story.title })).toBeInTheDocument();
    }
  });

  it('says plainly that the stories are illustrative', () => {
    renderPage();

    expect(ILLUSTRATIVE_NOTE).toMatch(/illustrative composites/);
    expect(ILLUSTRATIVE_NOTE).toMatch(/names are changed/);
    expect(screen.getByRole('note')).toHaveTextContent(ILLUSTRATIVE_NOTE);
  });

  it('links to /discover and /become-dj', () => {
    renderPage();

    expect(screen.getByRole('link', { name: 'Find a DJ' })).toHaveAttribute('href', '/discover');
    expect(screen.getByRole('link', { name: 'Become a DJ' })).toHaveAttribute('href', '/become-dj');
  });
});
