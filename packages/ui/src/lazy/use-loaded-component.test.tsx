import { act, renderHook, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useLoadedComponent } from './use-loaded-component';

const Screen: ComponentType = () => null;

describe('useLoadedComponent', () => {
  it('says loading, then hands over the loaded component', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const { result } = renderHook(() => useLoadedComponent(load));

    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'loaded', Component: Screen }));
    expect(load).toHaveBeenCalledWith(false);
  });

  it('says failed when the load fails, and retry loads afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<(retry: boolean) => Promise<ComponentType>>()
      .mockRejectedValueOnce(new Error('remoteEntry.js answered 503'))
      .mockResolvedValue(Screen);
    const { result } = renderHook(() => useLoadedComponent(load));

    await waitFor(() =>
      expect(result.current[0]).toEqual({
        status: 'failed',
        error: new Error('remoteEntry.js answered 503'),
      }),
    );
    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'loaded', Component: Screen }));
    expect(load).toHaveBeenLastCalledWith(true);
  });

  it('shows a component already in hand at once, without loading it again', () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const { result } = renderHook(() => useLoadedComponent(load, Screen));

    expect(result.current[0]).toEqual({ status: 'loaded', Component: Screen });
    expect(load).not.toHaveBeenCalled();
  });
});
