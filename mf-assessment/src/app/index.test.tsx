import { describe, expect, it } from '@jest/globals';
import { remotes } from '@gap/schema';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App, { routeElements } from '.';

const owned = remotes.find((remote) => remote.name === 'mf_assessment')?.routes ?? [];

describe('mf_assessment App', () => {
  it('renders a route for exactly the patterns @gap/schema assigns to this remote', () => {
    expect(Object.keys(routeElements).sort()).toEqual([...owned].sort());
  });

  it.each([
    ['/projects', 'Your Projects', undefined],
    ['/project-assessment/7', 'Project Assessment', 'Project 7'],
    ['/projects/7/assessment', 'Project Assessment', 'Project 7'],
    ['/gap-assessment/9', 'Gap Assessment', 'Findings for project 9'],
    ['/projects/9/gap-assessment', 'Gap Assessment', 'Findings for project 9'],
  ])('%s shows the page title', (path, title, detail) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    if (detail) expect(screen.getByText(detail)).toBeInTheDocument();
  });
});
