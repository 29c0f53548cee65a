export { Button, type ButtonProps } from './Button';
export { LinkButton, type LinkButtonProps } from './LinkButton';
