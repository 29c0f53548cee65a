export { AppShell, type AppShellProps } from './ui/AppShell';
export { SignInButton } from './ui/SignInButton';
