// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForbiddenView } from '../../src/screens/common/ForbiddenView';
import { NotFoundView } from '../../src/screens/common/NotFoundView';
import { SignedOutView } from '../../src/screens/signin/SignedOutView';

afterEach(cleanup);

describe('SignedOutView', () => {
  it('shows why the user was signed out and offers to sign in again', () => {
    const onSignInAgain = vi.fn();
    render(
      <SignedOutView message="Your session has ended. Please sign in again." onSignInAgain={onSignInAgain} />,
    );
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Signed out' })).toBeTruthy();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(onSignInAgain).toHaveBeenCalledTimes(1);
  });
});

describe('NotFoundView and ForbiddenView', () => {
  it('NotFoundView says so and links home', () => {
    render(<NotFoundView homeHref="#/management/m/dashboard" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe(
      '#/management/m/dashboard',
    );
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('NotFoundView adds a main landmark when standalone', () => {
    render(<NotFoundView homeHref="#/" standalone message="Nothing here." />);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByText('Nothing here.')).toBeTruthy();
  });

  it('ForbiddenView shows the message and links home', () => {
    render(
      <ForbiddenView homeHref="#/management/m/myCallsReport" message="Billing is not available to you." />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeTruthy();
    expect(screen.getByText('Billing is not available to you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe(
      '#/management/m/myCallsReport',
    );
  });
});
