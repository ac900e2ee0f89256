import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function setup() {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
  scrollTo.mockClear();
  return scrollTo;
}

describe('ScrollToTop', () => {
  it('opens a page reached by a link at its top', () => {
    const scrollTo = setup();
    act(() => void navigate('/privacy'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves back and forward, and a link to a section, to the browser', () => {
    const scrollTo = setup();
    act(() => void navigate('/booking/find'));
    scrollTo.mockClear();
    act(() => void navigate(-1));
    act(() => void navigate('/privacy#contact'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
