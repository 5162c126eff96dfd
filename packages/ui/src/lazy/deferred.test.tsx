import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { deferred } from './deferred';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>No se pudo cargar</p> : this.props.children;
  }
}

describe('deferred', () => {
  it('shows the fallback, then the loaded component with its props', async () => {
    const DeferredGreeting = deferred(() => Promise.resolve(Greeting));
    render(<DeferredGreeting name="Ana" fallback={<p>Cargando…</p>} />);

    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('loads once, and shows a loaded component at once where it mounts again', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const DeferredGreeting = deferred(load);
    const first = render(<DeferredGreeting name="Ana" fallback={<p>Cargando…</p>} />);
    await screen.findByText('Hola, Ana');
    first.unmount();

    render(<DeferredGreeting name="Luis" fallback={<p>Cargando…</p>} />);
    expect(screen.getByText('Hola, Luis')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const DeferredGreeting = deferred<{ name: string }>(() =>
      Promise.reject(new Error('chunk answered 503')),
    );
    render(
      <Boundary>
        <DeferredGreeting name="Ana" fallback={<p>Cargando…</p>} />
      </Boundary>,
    );

    expect(await screen.findByText('No se pudo cargar')).toBeInTheDocument();
  });
});
