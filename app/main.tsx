import './styles/global.css';
import { boot } from './boot/boot';

void boot(document.getElementById('root')!);
