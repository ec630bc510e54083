/** Every light component, for the parity tests (the app imports each from its own file: docs/decisions/153). */
export { ActionIcon } from './action-icon';
export { burgerClasses } from './burger';
export { Button, UnstyledButton } from './button';
export { Card, CardSection, Paper } from './card';
export { Checkbox } from './checkbox';
export { Badge, ThemeIcon } from './icons';
export { Center, Container, Divider, Group, Loader, Stack, VisuallyHidden } from './layout';
export { List, ListItem } from './list';
export { PasswordInput } from './password-input';
export { Switch } from './switch';
export { Anchor, Text, Title } from './text';
export { TextInput } from './text-input';
export { Textarea } from './textarea';
