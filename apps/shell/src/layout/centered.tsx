import styled from 'styled-components';

/** A full-page box centring its one child (loading states, the login form's failures). */
export const Centered = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;
