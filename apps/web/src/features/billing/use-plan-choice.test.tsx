import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client.ts';
import { createI18n } from '@/lib/i18n-static.ts';
import { usePlanChoice } from './use-plan-choice.ts';

const startTrial = vi.hoisted(() => vi.fn());
const startCheckout = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('./api/start-trial.ts', () => ({ startTrial }));
vi.mock('./use-checkout.ts', () => ({ useCheckout: () => ({ startCheckout }) }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => vi.clearAllMocks());

function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>
  );
}

describe('usePlanChoice on the pricing page', () => {
  it('starts the Plus trial and says so', async () => {
    startTrial.mockResolvedValue({ plan: 'plus', trialEnd: '2030-01-01T00:00:00Z' });
    const { result } = renderHook(() => usePlanChoice('pricing', 'free'), { wrapper });
    await act(() => result.current.choose('plus', 'monthly'));
    expect(result.current.selected).toBe('plus');
    expect(toast.success).toHaveBeenCalledWith('Your 14-day free trial has started. Enjoy all Plus features!', { duration: 5000 });
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('sends Plus through checkout once the trial was used', async () => {
    startTrial.mockRejectedValue(new ApiRequestError(409, 'trial_already_used', 'used'));
    startCheckout.mockResolvedValue(undefined);
    const { result } = renderHook(() => usePlanChoice('pricing', 'free'), { wrapper });
    await act(() => result.current.choose('plus', 'yearly'));
    expect(startCheckout).toHaveBeenCalledWith({ plan: 'plus', interval: 'yearly' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows §8's pricing failure toast when the server fails", async () => {
    startTrial.mockRejectedValue(new ApiRequestError(503, 'unavailable', 'down'));
    const { result } = renderHook(() => usePlanChoice('pricing', 'free'), { wrapper });
    await act(() => result.current.choose('plus', 'monthly'));
    expect(toast.error).toHaveBeenCalledWith('Something went wrong', { description: "We couldn't process your plan selection. Please try again.", duration: 5000 });
    expect(result.current.pending).toBeNull();
  });
});

describe('usePlanChoice on the dashboard', () => {
  it("shows §8's checkout failure toast", async () => {
    startCheckout.mockRejectedValue(new Error('No checkout URL returned'));
    const { result } = renderHook(() => usePlanChoice('dashboard', 'free'), { wrapper });
    await act(() => result.current.choose('pro', 'monthly'));
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'There was a problem creating your checkout session. Please try again.', duration: 5000 });
  });
});
