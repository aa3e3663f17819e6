// The Mantine styles the exchange account uses beyond the site's base set (src/shell/styles.ts).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
