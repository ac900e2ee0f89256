import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';

/** A user who types without pauses between keys (the default waits a macrotask per key). */
export const user = () => userEvent.setup({ delay: null });

/**
 * The open dialog (drawer or modal) whose title is `title`. Found by its title text: in tests
 * rc-util gives every generated id the same value ('test-id'), so aria-labelledby cannot tell
 * two dialogs apart.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title, .ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}
