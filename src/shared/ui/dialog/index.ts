export { Dialog, DialogTrigger, type DialogContent, type DialogProps, type DialogTriggerProps } from './Dialog';
