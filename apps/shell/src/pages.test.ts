import { hashPathname, pageForPath } from './pages';

describe('hashPathname', () => {
  it('reads the route of a hash without its query; the bare URL is home', () => {
    expect(hashPathname('#/reporte?industry=Fitness')).toBe('/reporte');
    expect(hashPathname('#/equipo')).toBe('/equipo');
    expect(hashPathname('')).toBe('/');
    expect(hashPathname('#')).toBe('/');
    expect(pageForPath(hashPathname('#/nowhere')).id).toBe('inicio');
  });
});
