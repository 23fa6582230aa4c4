/** Reloads the page (after the activation form is saved, SPEC.md 4); a module of its own so tests can stub it. */
export function reloadPage(): void {
  window.location.reload();
}
