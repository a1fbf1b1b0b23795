// The moments a session page may be leaving for good: hidden (a phone locked, another app, a closed tab on mobile,
// where pagehide may never come) or hidden from history (pagehide). A keepalive save sent then outlives the page.

/** Calls `leaving` at each of those moments; returns the function that stops listening. */
export function whenPageLeaves(leaving: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') leaving();
  };
  window.addEventListener('pagehide', leaving);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', leaving);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
