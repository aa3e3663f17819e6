// The Mantine styles the exchange pages use beyond the site's base set (src/shell/styles.ts).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
