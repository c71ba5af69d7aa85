/** The console's mark: three stacked layers. Decorative; the product name always stands next to it. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#3b5bdb" />
      <path d="M16 7 26 12 16 17 6 12Z" fill="#fff" />
      <path
        d="M6 16.5 16 21.5 26 16.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
        opacity=".8"
      />
      <path
        d="M6 20.5 16 25.5 26 20.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
        opacity=".55"
      />
    </svg>
  );
}
