import './plain.css';

/** MUI's indeterminate CircularProgress (18 px, the text's colour), drawn by plain.css. */
export function PlainSpinner() {
  return (
    <svg className="plain-spinner" viewBox="22 22 44 44" aria-hidden="true" focusable="false">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}
