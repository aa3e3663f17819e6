// The Mantine styles the odds view uses beyond the site's base set (src/shell/styles.ts).
import '@mantine/core/styles/Badge.css';
