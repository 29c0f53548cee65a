export { Heading, type HeadingProps } from './Heading';
export { Text, type TextProps } from './Text';
