/** English: the source of every language's 'home' messages. */
export default {} as const;
