import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToast } from '.';
import { ToastProvider } from './toast-provider';

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success({ title: 'Saved', description: 'Your details are stored' })}>
      Save
    </button>
  );
}

async function showToast() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ToastProvider>
      <SaveButton />
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Saved');
  return { user, toast };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const isOpen = () => screen.queryAllByRole('alert').some((toast) => toast.textContent?.includes('Saved'));

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes by itself after 5 seconds', async () => {
    await showToast();
    await wait(4900);
    expect(isOpen()).toBe(true);
    await wait(200);
    expect(isOpen()).toBe(false);
  });

  it('holds its countdown while the window has lost focus and resumes when it comes back', async () => {
    await showToast();
    await wait(2000);
    fireEvent.blur(window);
    await wait(60_000);
    expect(isOpen()).toBe(true);
    fireEvent.focus(window);
    await wait(2900);
    expect(isOpen()).toBe(true);
    await wait(200);
    expect(isOpen()).toBe(false);
  });

  it('holds while the page is hidden (another tab in front)', async () => {
    await showToast();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    await wait(30_000);
    expect(isOpen()).toBe(true);
    visibility.mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    await wait(5100);
    expect(isOpen()).toBe(false);
  });

  it('holds while the pointer rests on it', async () => {
    const { user, toast } = await showToast();
    await user.hover(toast);
    await wait(10_000);
    expect(isOpen()).toBe(true);
    await user.unhover(toast);
    await wait(5100);
    expect(isOpen()).toBe(false);
  });

  it('is dismissed by a sideways drag past the threshold, and stays after a short one', async () => {
    const { user, toast } = await showToast();
    await user.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: 300, clientY: 40 } },
      { target: toast, coords: { clientX: 330, clientY: 42 } },
      { keys: '[/MouseLeft]', target: toast, coords: { clientX: 330, clientY: 42 } },
    ]);
    expect(isOpen()).toBe(true);
    expect(toast.style.translate).toBe('');

    await user.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: 300, clientY: 40 } },
      { target: toast, coords: { clientX: 420, clientY: 44 } },
    ]);
    expect(toast.style.translate).toBe('120px 0');
    await user.pointer({ keys: '[/MouseLeft]', target: toast, coords: { clientX: 420, clientY: 44 } });
    await wait(500);
    expect(isOpen()).toBe(false);
  });
});
