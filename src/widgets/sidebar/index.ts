export { Sidebar, type SidebarProps } from './ui/Sidebar';
